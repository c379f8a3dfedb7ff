// The SalesAnalytics module.
