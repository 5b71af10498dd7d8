// Spirit Message "N"
import { spiritMessage } from './spiritMessage';

export default spiritMessage({ passcode: '67287533', name: 'Spirit Message "N"' });
