// Placeholder of the staff console page AnnouncementsAdminPage: replaced by its module's work.
export default function AnnouncementsAdminPage() {
  return <div />;
}
