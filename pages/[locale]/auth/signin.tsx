import { SignInPage } from '@/components/auth/sign-in-page';
import { signInPageProps } from '@/lib/auth/form-page-props';

// The spec's second address of the sign-in page (/login's twin). HTML only (decision 0023); Next reads
// `config` from each page's own source, so it is repeated here.
export const config = { unstable_runtimeJS: false, runtime: 'nodejs' };

export const getServerSideProps = signInPageProps;

export default SignInPage;
