// The GriddleCommandLine module.
