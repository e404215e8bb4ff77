import { setup } from './pgTestRun';

export default setup;
