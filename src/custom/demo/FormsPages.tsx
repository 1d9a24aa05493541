import { useState } from "react";
import { Alert, Box, Checkbox, FormControlLabel, MenuItem, Slider, Switch, TextField } from "@mui/material";
import { email, Form, required, SaveButton, TextInput, useNotify, useTranslate } from "react-admin";
import { PASSWORD_MIN_LENGTH } from "../../domain/constants";
import { minLengthRule } from "../../resources/shared/minLengthRule";
import { DemoPage } from "./DemoPage";
import { Wizard } from "./Wizard";

const fieldSx = { display: "grid", gap: 2, maxWidth: 480 } as const;

/** /forms/regular: plain fields. */
export const RegularFormDemo = () => {
  const translate = useTranslate();
  return (
    <DemoPage title="app.demo.titles.formsRegular">
      <Box component="form" sx={fieldSx} onSubmit={(event) => event.preventDefault()}>
        <TextField label={translate("app.demo.fields.name")} />
        <TextField label={translate("app.demo.fields.email")} />
        <TextField label={translate("app.demo.fields.message")} multiline minRows={3} />
        <FormControlLabel control={<Checkbox />} label={translate("app.demo.fields.subscribe")} />
      </Box>
    </DemoPage>
  );
};

/** /forms/extended: selects, switches and sliders. */
export const ExtendedFormDemo = () => {
  const translate = useTranslate();
  const [size, setSize] = useState("m");
  return (
    <DemoPage title="app.demo.titles.formsExtended">
      <Box sx={fieldSx}>
        <TextField
          select
          label={translate("app.demo.fields.size")}
          value={size}
          onChange={(e) => setSize(e.target.value)}
        >
          {["s", "m", "l"].map((option) => (
            <MenuItem key={option} value={option}>
              {translate(`app.demo.sizes.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Switch defaultChecked />} label={translate("app.demo.fields.enabled")} />
        <Slider defaultValue={40} aria-label={translate("app.demo.fields.volume")} valueLabelDisplay="auto" />
        <TextField
          type="date"
          label={translate("app.demo.fields.date")}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
    </DemoPage>
  );
};

/** /forms/validation: the product's required and email messages, saving nothing. */
export const ValidationFormDemo = () => {
  const notify = useNotify();
  return (
    <DemoPage title="app.demo.titles.formsValidation">
      <Form onSubmit={() => notify("app.demo.valid", { type: "success" })}>
        <Box sx={fieldSx}>
          <TextInput
            source="name"
            label="app.demo.fields.name"
            validate={required("app.validation.required")}
          />
          <TextInput
            source="email"
            label="app.demo.fields.email"
            validate={[required("app.validation.required"), email("app.validation.email")]}
          />
          <TextInput
            source="password"
            label="app.demo.fields.password"
            type="password"
            validate={[
              required("app.validation.required"),
              minLengthRule(PASSWORD_MIN_LENGTH, "app.validation.minLength"),
            ]}
          />
          <SaveButton label="app.catalog.form.submit" alwaysEnable />
        </Box>
      </Form>
    </DemoPage>
  );
};

/** /forms/wizard: three steps; the first needs a name, the second accepted terms. */
export const WizardFormDemo = () => {
  const translate = useTranslate();
  const [name, setName] = useState("");
  const [accepted, setAccepted] = useState(false);
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState(false);
  const check = (ok: boolean) => () => {
    setTried(!ok);
    return ok;
  };
  return (
    <DemoPage title="app.demo.titles.formsWizard">
      {done && <Alert severity="success">{translate("app.demo.wizard.completed", { name })}</Alert>}
      <Wizard
        onComplete={() => setDone(true)}
        steps={[
          {
            label: "app.demo.wizard.about",
            beforeChange: check(name.trim() !== ""),
            content: (
              <TextField
                label={translate("app.demo.fields.name")}
                value={name}
                onChange={(event) => setName(event.target.value)}
                error={tried && !name.trim()}
                helperText={tried && !name.trim() ? translate("app.validation.required") : " "}
              />
            ),
          },
          {
            label: "app.demo.wizard.terms",
            beforeChange: check(accepted),
            content: (
              <FormControlLabel
                control={
                  <Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
                }
                label={translate("app.demo.wizard.accept")}
              />
            ),
          },
          { label: "app.demo.wizard.confirm", content: translate("app.demo.wizard.summary", { name }) },
        ]}
      />
    </DemoPage>
  );
};
