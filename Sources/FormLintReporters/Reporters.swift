import FormLint
