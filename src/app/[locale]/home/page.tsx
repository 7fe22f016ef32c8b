// §2: /home is the home page.
export { default } from '../page';
