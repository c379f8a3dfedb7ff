// The Sales module.
