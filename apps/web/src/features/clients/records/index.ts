/** A client's family contacts, employers and schools, as sections of the client profile page. */
export { EmployerDialog } from './EmployerDialog';
export { EmployersSection } from './EmployersSection';
export { FamilyContactModal } from './FamilyContactModal';
export { FamilyContactsSection } from './FamilyContactsSection';
export { SchoolDialog } from './SchoolDialog';
export { SchoolsSection } from './SchoolsSection';
