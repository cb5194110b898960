// Placeholder of the staff console page AuditPage: replaced by its module's work.
export default function AuditPage() {
  return <div />;
}
