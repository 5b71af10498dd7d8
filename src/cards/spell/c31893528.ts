// Spirit Message "I"
import { spiritMessage } from './spiritMessage';

export default spiritMessage({ passcode: '31893528', name: 'Spirit Message "I"' });
