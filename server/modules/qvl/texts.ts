// The QVL's column and value names in both languages: contract/qvl-labels.ts.
export { qvlLabels as qvlText } from '../../../contract/qvl-labels.ts';
