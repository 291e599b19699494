// One catalogue of error codes for the server and the web app: the domain package's.
export { ERROR_CODES as SERVER_ERROR_CODES } from '@catering/domain';
