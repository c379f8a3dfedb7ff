// The PlotKitGallery module.
