import { useState, type ReactNode } from "react";
import { Box, Button, Step, StepButton, Stepper } from "@mui/material";
import { useTranslate } from "react-admin";

export interface WizardStep {
  label: string;
  content: ReactNode;
  /** Checked before leaving the step forward; the wizard stays when it answers false. */
  beforeChange?: () => boolean;
}

interface WizardProps {
  steps: WizardStep[];
  onComplete: () => void;
}

/**
 * The wizard of SPEC §4: a step is left forward only if its check passes, finishing the last step signals
 * completion, and any visited step can be opened again from the step bar.
 */
export function Wizard({ steps, onComplete }: WizardProps) {
  const translate = useTranslate();
  const [active, setActive] = useState(0);
  const [furthest, setFurthest] = useState(0);
  const isLast = active === steps.length - 1;

  const forward = () => {
    if (steps[active].beforeChange && !steps[active].beforeChange()) return;
    if (isLast) {
      onComplete();
      return;
    }
    setActive(active + 1);
    setFurthest(Math.max(furthest, active + 1));
  };

  return (
    <Box>
      <Stepper nonLinear activeStep={active} sx={{ mb: 3 }}>
        {steps.map((step, index) => (
          <Step key={step.label} completed={index < furthest && index !== active}>
            <StepButton disabled={index > furthest} onClick={() => setActive(index)}>
              {translate(step.label)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ minHeight: 120 }}>{steps[active].content}</Box>
      <Box sx={{ display: "flex", justifyContent: "space-between", mt: 2 }}>
        <Button disabled={active === 0} onClick={() => setActive(active - 1)}>
          {translate("app.demo.wizard.back")}
        </Button>
        <Button variant="contained" onClick={forward}>
          {translate(isLast ? "app.demo.wizard.finish" : "app.demo.wizard.next")}
        </Button>
      </Box>
    </Box>
  );
}
