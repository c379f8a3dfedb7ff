/// A read-write reference to a value owned elsewhere, standing in for SwiftUI's `Binding` so
/// selection and scrolling modifiers compile on Linux; a still chart only reads it.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let read: () -> Value
  private let write: (Value) -> Void

  /// A binding that reads and writes through the given closures.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    read = get
    write = set
  }

  /// A binding to a value that never changes, e.g. `.constant(nil)`.
  public static func constant(_ value: Value) -> Binding {
    Binding(get: { value }, set: { _ in })
  }

  /// The bound value.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  /// The binding itself, so `$binding` passes it on.
  public var projectedValue: Binding { self }

  /// A binding property wrapper initialised from another binding (`@Binding var x: Int`).
  public init(projectedValue: Binding) {
    self = projectedValue
  }

  /// A binding to a property of the bound value.
  /// The same binding; changes through it would animate in SwiftUI, and a still image has
  /// nothing to animate (`$selection.animation(.easeInOut)`).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member>
  {
    Binding<Member>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { member in
        var value = self.wrappedValue
        value[keyPath: keyPath] = member
        self.wrappedValue = value
      })
  }
}

/// A value owned by the code that draws a chart, like SwiftUI's `@State`: `$value` is a
/// `Binding` to give to `chartXSelection(value:)` or `chartScrollPosition(x:)`.
@propertyWrapper
public struct State<Value> {
  /// Shared storage, so copies of the owner see one value as SwiftUI's state does.
  private final class Storage {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  private let storage: Storage

  /// State starting at `wrappedValue`.
  public init(wrappedValue: Value) {
    storage = Storage(wrappedValue)
  }

  /// State starting at `initialValue`.
  public init(initialValue: Value) {
    storage = Storage(initialValue)
  }

  /// The current value.
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set { storage.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let storage = self.storage
    return Binding(get: { storage.value }, set: { storage.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// State starting at nil (`@State var selection: Date?`).
  public init() {
    self.init(wrappedValue: nil)
  }
}
