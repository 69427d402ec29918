// What other modules may use of admin (architecture section 4: one public file).

export { grantRole as grantOperatorRole } from './operators.repository.ts';
