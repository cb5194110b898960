// Placeholder of the staff console page ArticlesAdminPage: replaced by its module's work.
export default function ArticlesAdminPage() {
  return <div />;
}
