// Spirit Message "A"
import { spiritMessage } from './spiritMessage';

export default spiritMessage({ passcode: '94772232', name: 'Spirit Message "A"' });
