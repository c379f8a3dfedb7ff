// The OrderGenerator module.
