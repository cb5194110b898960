// Pieces the four forms of the authentication screen share: the card heading, server field
// errors, and messages re-translated when the language changes. Kept light: the sign-in form
// uses them, and it is the first thing most visitors load.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { theme } from 'antd';
import type { FormInstance } from 'antd';
import { ApiError } from '../../api/request.ts';
import { useSession } from '../../stores/session.ts';

/** Messages already on screen were produced in the old language: produce them again. */
export function useRevalidateOnLanguage(form: FormInstance): void {
  const language = useSession((state) => state.language);
  useEffect(() => {
    const withErrors = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    if (withErrors.length > 0) form.validateFields(withErrors).catch(() => {});
  }, [language, form]);
}

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <header style={{ marginBottom: token.marginLG }}>
      <h1
        style={{
          margin: 0,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          fontWeight: 600,
          color: token.colorTextHeading,
        }}
      >
        {title}
      </h1>
      {subtitle ? (
        <p style={{ margin: `${token.marginXS}px 0 0`, color: token.colorTextSecondary }}>{subtitle}</p>
      ) : null}
    </header>
  );
}

/**
 * Puts a refusal that names a field (envelope data `{ field }`) on that field; `fields` maps the
 * server's names to the form's. Answers whether the refusal named a field.
 */
export function showOnField(
  form: FormInstance,
  error: unknown,
  fields: Record<string, string | (string | number)[]> = {},
): boolean {
  if (!(error instanceof ApiError) || error.code === null) return false;
  const data = error.data as { field?: unknown; itemId?: unknown } | null;
  if (!data || typeof data.field !== 'string') return false;
  const name =
    data.field === 'answers' && typeof data.itemId === 'number'
      ? ['answers', String(data.itemId)]
      : (fields[data.field] ?? data.field);
  form.setFields([{ name, errors: [error.msg] }]);
  return true;
}
