// Placeholder of the staff console page PartnersAdminPage: replaced by its module's work.
export default function PartnersAdminPage() {
  return <div />;
}
