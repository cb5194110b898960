// The filter bar of a list (UI.md): the page's fields in one inline form, Search and Reset at its
// end. The address is the truth: the form is seeded from the list's filters and re-seeded when
// they change (Back, a link); Search writes the form's values into the address, Reset clears what
// the list's Reset clears. `toForm`/`fromForm` map filters to fields where they differ (a date
// range field holding two parameters).
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Form } from '../Form.tsx';
import { useTranslation } from '../../i18n/translate.ts';
import { FilterButtons } from './FilterButtons.tsx';
import type { ListQuery } from './useListQuery.ts';
import type { Filters, ParamSpec } from './listParams.ts';

export type SearchFormProps<S extends ParamSpec, Values extends object> = {
  query: ListQuery<S>;
  /** The filter fields: `Form.Item`s named after the form's values. */
  children: ReactNode;
  toForm?: (filters: Filters<S>) => Values;
  fromForm?: (values: Values) => Filters<S>;
  /** After Search and Reset (a page's own extra: the catalogue's "more filters"). */
  extra?: ReactNode;
};

export function ListSearchForm<S extends ParamSpec, Values extends object = Filters<S>>({
  query,
  children,
  toForm = (filters) => filters as unknown as Values,
  fromForm = (values) => values as unknown as Filters<S>,
  extra,
}: SearchFormProps<S, Values>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const seed = JSON.stringify(query.filters);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toForm(JSON.parse(seed) as Filters<S>) as Parameters<typeof form.setFieldsValue>[0]);
    // toForm is a mapping declared with the page; the seed is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, seed]);

  return (
    <Form<Values>
      form={form}
      layout="inline"
      onFinish={(values) => query.search(normalise(fromForm(values)))}
      style={{ rowGap: 12, marginBottom: 16 }}
      aria-label={t('common.search')}
    >
      {children}
      <FilterButtons
        onReset={() => {
          form.resetFields();
          query.reset();
        }}
      >
        {extra}
      </FilterButtons>
    </Form>
  );
}

/** Text trimmed, empty text and unticked boxes unset: what a user cleared is no filter. */
function normalise<F extends object>(values: F): F {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const trimmed = typeof value === 'string' ? value.trim() : value;
    out[name] = trimmed === '' || trimmed === false || trimmed === null ? undefined : trimmed;
  }
  return out as F;
}
