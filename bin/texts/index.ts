export { CLI_TEXT_DUPLICATES, CLI_TEXT_TABLE, render } from './catalogue';
