/** A tool's number fields and choices, from its spec: the shared slider field and radio groups. */

import type { ToolSpec } from "../../../domain/loan-tools-inputs.ts"
import type { LoanToolContext } from "../../../machines/loan-tools.machine.ts"
import { RadioGroup } from "../../ui/RadioGroup.tsx"
import { SliderField } from "../../ui/SliderField.tsx"
import { fieldLabel, optionLabel } from "./labels.ts"

export function ToolFields<I, R>({
  spec,
  context,
  send
}: {
  readonly spec: ToolSpec<I>
  readonly context: LoanToolContext<I, R>
  readonly send: (event: Record<string, unknown> & { type: string }) => void
}) {
  const choices = Object.entries(spec.choices) as Array<[string, ReadonlyArray<string>]>
  return (
    <div className="tool__inputs">
      {spec.numbers.map((f) => {
        const range = f.range(context.inputs)
        return (
          <SliderField
            key={f.key}
            name={f.key}
            label={fieldLabel(spec.tool, f.key)}
            kind={f.kind}
            text={context.texts[f.key] ?? ""}
            value={Number(context.inputs[f.key])}
            min={range.min}
            max={Math.max(range.max, range.min)}
            step={f.step}
            message={context.messages[f.key]}
            onType={(value) => send({ type: "Type", field: f.key, value })}
            onLeave={() => send({ type: "Leave field", field: f.key })}
            onSlide={(value) => send({ type: "Slide", field: f.key, value })}
          />
        )
      })}
      {choices.map(([key, options]) => (
        <RadioGroup
          key={key}
          className="tool__choice"
          orientation="vertical"
          label={fieldLabel(spec.tool, key)}
          value={String(context.inputs[key as keyof I])}
          options={options.map((value) => ({ value, label: optionLabel(value) }))}
          onChange={(value) => send({ type: "Choose", field: key, value })}
        />
      ))}
    </div>
  )
}
