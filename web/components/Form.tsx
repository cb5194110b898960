// antd's Form, named where the page names it not. antd gives a field the id of its name, prefixed
// with the form's name only when the form has one: two unnamed forms on one page — a list's filter
// bar and a dialog's form, both with a `platformId` — gave two elements the same id, and the
// dialog's label pointed at the filter's select (screen readers read the wrong field; a click on the
// label opened the filter). Every form of the web app is this one (eslint forbids antd's `Form`
// elsewhere): a form without a name gets one unique in the document, so no two forms' ids meet. A
// form that names itself keeps its name, and with it its ids.
import { Form as AntdForm } from 'antd';
import { useId } from 'react';
import type { ComponentProps, ReactElement } from 'react';

/** The name of an unnamed form: React's id for it, kept to the characters an id selector takes as is. */
export const formNameOf = (reactId: string) => `form${reactId.replace(/[^\w-]/g, '')}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd's own default for a form's values
function NamedForm<Values = any>(props: ComponentProps<typeof AntdForm<Values>>): ReactElement {
  const reactId = useId();
  return <AntdForm<Values> {...props} name={props.name ?? formNameOf(reactId)} />;
}

export const Form = Object.assign(NamedForm, {
  Item: AntdForm.Item,
  List: AntdForm.List,
  ErrorList: AntdForm.ErrorList,
  Provider: AntdForm.Provider,
  useForm: AntdForm.useForm,
  useWatch: AntdForm.useWatch,
  useFormInstance: AntdForm.useFormInstance,
});
