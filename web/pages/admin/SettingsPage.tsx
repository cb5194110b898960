// Placeholder of the staff console page SettingsPage: replaced by its module's work.
export default function SettingsPage() {
  return <div />;
}
