// antd's Form, named when the page names it not. antd gives a field the id of its name, prefixed
// with the form's name only when the form has one: two forms on one page without a name, a list's
// filter bar and a dialog's form both with a `platformId`, gave two elements the same id, and the
// dialog's label pointed at the filter's select (screen readers read the wrong field; a click on
// the label opened the filter). vite.config.ts points antd's Form (the one `Form` from 'antd' is)
// here: a form without a name gets one unique in the document, so no two forms' ids can meet. A
// form that names itself keeps its name, and with it its ids.
import { useId } from 'react';
import type { ComponentProps, ComponentType } from 'react';
import FormModule, { useForm, useWatch } from 'antd/es/form/Form.js';
import { defaultOf } from './defaultOf.ts';

type AntdForm = typeof FormModule.default;
type Props = ComponentProps<AntdForm>;

const Form = defaultOf<ComponentType<Props>>(FormModule);

/** The name of an unnamed form: React's id for it, kept to the characters an id selector takes as is. */
export const formNameOf = (reactId: string) => `form${reactId.replace(/[^\w-]/g, '')}`;

export default function NamedForm(props: Props) {
  const reactId = useId();
  return <Form {...props} name={props.name ?? formNameOf(reactId)} />;
}

export { useForm, useWatch };
