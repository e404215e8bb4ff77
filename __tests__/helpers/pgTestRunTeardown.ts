import { teardown } from './pgTestRun';

export default teardown;
