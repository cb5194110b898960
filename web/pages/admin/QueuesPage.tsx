// Placeholder of the staff console page QueuesPage: replaced by its module's work.
export default function QueuesPage() {
  return <div />;
}
