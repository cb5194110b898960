// Placeholder of the staff console page CatalogAdminPage: replaced by its module's work.
export default function CatalogAdminPage() {
  return <div />;
}
