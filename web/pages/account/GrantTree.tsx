// Module permissions as a tree of what the primary may hand on (grantableModules): modules with
// their function permissions beneath. A form control: value and onChange are the ticked codes.
import { Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import type { GrantableModule } from '../../api/account.ts';
import type { Language } from '../../../contract/limits.ts';
import { normalizeGrants } from './accountModel.ts';
import { localName } from '../../components/format.ts';

type Props = {
  tree: readonly GrantableModule[];
  language: Language;
  value?: string[];
  onChange?: (codes: string[]) => void;
  onBlur?: () => void;
  disabled?: boolean;
  id?: string;
};

export function GrantTree({ tree, language, value = [], onChange, onBlur, disabled, id }: Props) {
  const name = (item: { name: string; nameEn: string }) => localName(item, language);
  const treeData: TreeDataNode[] = tree.map((module) => ({
    key: module.code,
    title: name(module),
    children: module.children.map((child) => ({ key: child.code, title: name(child) })),
  }));
  return (
    <div id={id} onBlur={onBlur}>
      <Tree
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        disabled={disabled}
        treeData={treeData}
        checkedKeys={{ checked: value, halfChecked: [] }}
        onCheck={(checked) => {
          const keys = Array.isArray(checked) ? checked : checked.checked;
          onChange?.(normalizeGrants(tree, value, keys.map(String)));
        }}
        style={{ columns: '220px auto', columnGap: 24 }}
      />
    </div>
  );
}
