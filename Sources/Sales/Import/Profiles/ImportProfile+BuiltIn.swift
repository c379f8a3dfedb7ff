import SalesDomain

extension ImportProfile {
  /// Square's Item Sales "Detail CSV" (`items-<start>-<end>.csv`), every header version: one
  /// row per item line, refunds as rows of their own, no line id.
  public static let square = ImportProfile(
    name: "square", title: "Square Item Sales Detail CSV",
    orderID: ProfileColumn("Transaction ID"),
    date: ProfileColumn("Date"), dateFormat: "yyyy-MM-dd",
    time: ProfileColumn("Time"), timeFormat: "HH:mm:ss",
    timeZone: .column(ProfileColumn("Time Zone")),
    city: [ProfileColumn("Location"), ProfileColumn("Device Name")],
    style: ProfileColumn("Item"),
    quantity: ProfileColumn("Qty"),
    gross: ProfileColumn("Gross Sales"),
    discount: ProfileColumn("Discounts"), discountsAreNegative: true,
    refund: RefundRule(
      column: ProfileColumn("Event Type"), values: ["Refund"], amountsAreNegative: true,
      refundOf: ProfileColumn("Payment ID")),
    refusedExports: [
      RefusedExport(
        signature: ["Total Collected", "Transaction ID"],
        message:
          "this is Square's Transactions CSV (one row per payment, no items), which cannot be imported as sales lines; in Square Dashboard open Reports → Item Sales, choose Export → Detail CSV, and import that file"
      )
    ])

  /// Toast's `ItemSelectionDetails.csv`: one row per item selection, local restaurant time,
  /// voids and gift cards (deferred) present as rows that are not sales.
  public static let toast = ImportProfile(
    name: "toast", title: "Toast ItemSelectionDetails.csv",
    orderID: ProfileColumn("Order Id"),
    lineID: ProfileColumn("Item Selection Id"),
    date: ProfileColumn("Order Date"), dateFormat: "M/d/yy h:mm a",
    timeZone: .city,
    city: [ProfileColumn("Location")],
    style: ProfileColumn("Menu Item"),
    quantity: ProfileColumn("Qty"),
    gross: ProfileColumn("Gross Price"),
    discount: ProfileColumn("Discount", "Discnt"),
    exclusions: [
      ExclusionRule(column: ProfileColumn("Void?"), values: ["true"], reason: "voided"),
      ExclusionRule(
        column: ProfileColumn("Deferred"), values: ["true"], reason: "gift cards (deferred)"),
    ])

  /// The profiles built into Griddle besides its own `griddle` format.
  public static let builtIn: [ImportProfile] = [square, toast]

  /// The name of Griddle's own format (read directly, without translation).
  public static let griddleName = "griddle"
}
