// A refusal that names a field (envelope data `{ field }`, server/platform/errors.ts) is shown on
// that field of the form as well as in the toast — the staff forms of articles, announcements and
// partners. `fieldOf` maps a body field to the form's name where they differ (fileIds → files).
import type { FormInstance } from 'antd';
import { ApiError } from '../../api/request.ts';

export function showFieldError(form: FormInstance, error: unknown, fieldOf: Record<string, string> = {}) {
  if (!(error instanceof ApiError)) return;
  const field = (error.data as { field?: unknown } | null)?.field;
  if (typeof field !== 'string') return;
  const name = fieldOf[field] ?? field;
  // A name the form does not show is kept by antd without effect.
  form.setFields([{ name, errors: [error.msg] }]);
}
