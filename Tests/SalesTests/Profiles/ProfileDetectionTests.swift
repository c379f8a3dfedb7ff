import Foundation
import SalesDomain
import Testing

@testable import Sales

@Suite struct ProfileDetectionTests {
  static let square35 =
    "Date,Time,Time Zone,Category,Item,Qty,Price Point Name,SKU,Modifiers Applied,Gross Sales,Discounts,Net Sales,Tax,Transaction ID,Payment ID,Device Name,Notes,Details,Event Type,Location,Dining Option,Customer ID,Customer Name,Customer Reference ID,Unit,Count,GTIN,Itemization Type,Commission,Employee,Fulfillment Note,Channel,Token,Card Brand,PAN Suffix"
    .components(separatedBy: ",")
  static let toast =
    "Location,Order Id,Order #,Sent Date,Order Date,Check Id,Server,Table,Dining Area,Service,Dining Option,Item Selection Id,Item Id,Master Id,SKU,PLU,Menu Item,Menu Subgroup(s),Menu Group,Menu,Sales Category,Gross Price,Discount,Net Price,Qty,Tax,Void?,Deferred,Tax Exempt,Tax Inclusion Option,Dining Option Tax,Tab Name"
    .components(separatedBy: ",")
  static let squareTransactions =
    "Date,Time,Time Zone,Gross Sales,Discounts,Service Charges,Net Sales,Gift Card Sales,Tax,Tip,Partial Refunds,Total Collected,Source,Card,Card Entry Methods,Cash,Square Gift Card,Other Tender,Other Tender Type,Tender Note,Fees,Net Total,Transaction ID,Payment ID,Card Brand,PAN Suffix,Device Name,Staff Name,Staff ID,Details,Description,Event Type,Location,Dining Option,Customer ID,Customer Name,Customer Reference ID,Device Nickname,Third Party Fees,Deposit ID,Deposit Date,Deposit Details,Fee Percentage Rate,Fee Fixed Rate,Refund Reason,Discount Name,Transaction Status,Cash App,Order Reference ID,Fulfillment Note,Free Processing Applied,Channel,Unattributed Tips,Table Info,International Fee"
    .components(separatedBy: ",")

  func chosen(_ header: [String], named: String? = nil) -> String? {
    switch ProfileDetection.choose(header: header, named: named, userProfiles: []) {
    case .success(.griddle): "griddle"
    case .success(.translated(let profile, _)): profile.name
    case .failure: nil
    }
  }

  func messages(_ header: [String], named: String? = nil) -> [String] {
    if case .failure(let mismatch) = ProfileDetection.choose(
      header: header, named: named, userProfiles: [])
    {
      return mismatch.messages
    }
    return []
  }

  @Test func everySquareHeaderVersionIsSquare() {
    #expect(chosen(Self.square35) == "square")
    let v33 = Self.square35.filter { $0 != "Commission" && $0 != "Employee" }
    #expect(chosen(v33) == "square")
    let oldest = Array(
      Self.square35.prefix(through: Self.square35.firstIndex(of: "Customer Reference ID")!))
    #expect(chosen(oldest) == "square")
    #expect(chosen(Self.square35.shuffled()) == "square")
  }

  @Test func toastWithDiscountOrDiscnt() {
    #expect(chosen(Self.toast) == "toast")
    #expect(chosen(Self.toast.map { $0 == "Discount" ? "Discnt" : $0 }) == "toast")
  }

  @Test func griddleHeaderStaysGriddle() {
    #expect(chosen(["order_id", "ordered_at", "city", "style", "quantity"]) == "griddle")
  }

  @Test func squareTransactionsAreRefusedNamingTheItemExport() {
    #expect(chosen(Self.squareTransactions) == nil)
    let message = messages(Self.squareTransactions).joined()
    #expect(message.contains("Transactions CSV"))
    #expect(message.contains("Item Sales"))
    #expect(message.contains("Detail CSV"))
    #expect(messages(Self.squareTransactions, named: "square").joined().contains("Item Sales"))
  }

  @Test func unknownHeaderNamesClosestProfileAndMissingColumns() {
    var header = Self.toast
    header.removeAll { $0 == "Menu Item" || $0 == "Qty" }
    let message = messages(header).joined()
    #expect(message.contains("closest is 'toast'"))
    #expect(message.contains("'Menu Item'"))
    #expect(message.contains("'Qty'"))
  }

  @Test func namedProfileThatDoesNotFit() {
    let message = messages(Self.toast, named: "square").joined()
    #expect(message.contains("'square'"))
    #expect(message.contains("'Transaction ID'"))
    #expect(messages(Self.toast, named: "sqare").joined().contains("did you mean 'square'"))
  }
}
