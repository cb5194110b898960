// Small real files for the SI/PI simulation demo, made in memory with the signatures the upload
// checks: a board database package (zip), a stack-up table (csv), a netlist (text), and the
// engineer's outputs — an impedance table (csv), a zip of waveforms and touchstone data, and a
// PDF report.
import { demoPdf } from './demo-files.ts';
import { makeZip } from './review-files.ts';

/** The board as customers send it when their tool's database is a folder: zipped. */
export function boardZip(design: string, version: string): Buffer {
  return makeZip([
    { name: `${design}/${design}_${version}.brd.txt`, data: `${design} ${version} board database export\n`.repeat(30) },
    { name: `${design}/drill.txt`, data: 'T1 C0.20\nT2 C0.25\nT3 C0.30\n' },
    { name: `${design}/README.txt`, data: `${design} ${version}: layout for SI/PI simulation.\n` },
  ]);
}

/** A stack-up: one line per layer, thickness in the board's unit. */
export function stackupCsv(layers: number, unit: 'mil' | 'mm'): Buffer {
  const copper = unit === 'mm' ? '0.035' : '1.4';
  const core = unit === 'mm' ? '0.1' : '4';
  const rows = ['Layer,Type,Material,Thickness,Dk,Df'];
  for (let n = 1; n <= layers; n++) {
    rows.push(`L${n},${n === 1 || n === layers ? 'signal' : n % 2 ? 'signal' : 'plane'},Cu,${copper},,`);
    if (n < layers) rows.push(`D${n},dielectric,${n % 2 ? 'prepreg' : 'core'},${core},3.9,0.008`);
  }
  return Buffer.from(`${rows.join('\n')}\n`);
}

/** A netlist in the Allegro-style text form: nets and their pins. */
export function netlistText(design: string): Buffer {
  const nets = ['DDR_DQ0', 'DDR_DQ1', 'DDR_DQS0_P', 'DDR_DQS0_N', 'PCIE_TX0_P', 'PCIE_TX0_N', 'VDD_CPU', 'GND'];
  const lines = [`(NETLIST ${design})`, '$NETS'];
  nets.forEach((net, i) => lines.push(`${net} ; U1.${i + 1} U2.${i + 10} C${i + 100}.1`));
  lines.push('$END');
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** The impedance and insertion loss per net, as an engineer's tool exports them. */
export function impedanceCsv(design: string): Buffer {
  const rows = ['Net,Z0 (ohm),Target (ohm),IL @ Nyquist (dB),Pass'];
  ['DDR_DQ0', 'DDR_DQ1', 'PCIE_TX0_P', 'PCIE_TX0_N'].forEach((net, i) =>
    rows.push(`${net},${(49 + i * 0.7).toFixed(1)},50,${(-1.2 - i * 0.3).toFixed(2)},${i === 3 ? 'no' : 'yes'}`),
  );
  return Buffer.from(`# ${design} SI results\n${rows.join('\n')}\n`);
}

/** Waveforms and S-parameters of the nets simulated. */
export function resultZip(design: string): Buffer {
  const touchstone = ['! 4-port S-parameters', '# GHz S DB R 50'];
  for (let f = 1; f <= 20; f++) touchstone.push(`${f} ${(-0.1 * f).toFixed(2)} 0 ${(-30 + f).toFixed(2)} 0`);
  return makeZip([
    { name: `${design}/PCIE_TX0.s4p`, data: `${touchstone.join('\n')}\n` },
    { name: `${design}/eye_DDR_DQ0.csv`, data: 'time_ps,voltage_mV\n0,0\n50,380\n100,410\n150,20\n' },
    { name: `${design}/PDN_impedance.csv`, data: 'freq_MHz,Z_mohm\n1,2.1\n10,3.4\n100,8.8\n' },
  ]);
}

export function reportPdf(taskNo: string, design: string, kind: string, note: string): Promise<Buffer> {
  return demoPdf({
    title: `${taskNo} ${kind} simulation report`,
    subtitle: `Design ${design} - Nexora SI/PI engineering`,
    body: [
      '1. Scope: nets and power rails listed in the task.',
      '2. Method: 3D extraction, then time-domain and frequency-domain analysis.',
      `3. Summary: ${note}`,
      '4. Details: see the result files attached to this round.',
    ],
  });
}
