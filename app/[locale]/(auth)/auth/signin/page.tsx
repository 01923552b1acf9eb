export { default, generateMetadata } from '../../login/page';
