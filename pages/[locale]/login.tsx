import { SignInPage } from '@/components/auth/sign-in-page';
import { signInPageProps } from '@/lib/auth/form-page-props';

// HTML only: no Next or React code in the browser (decision 0023); the form posts to a route handler.
// `runtime` says what Next assumes anyway; it gives the object a property Next's page-config type knows.
export const config = { unstable_runtimeJS: false, runtime: 'nodejs' };

export const getServerSideProps = signInPageProps;

export default SignInPage;
