// Spirit Message "L"
import { spiritMessage } from './spiritMessage';

export default spiritMessage({ passcode: '30170981', name: 'Spirit Message "L"' });
