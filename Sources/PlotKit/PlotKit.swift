// The PlotKit module.
