import Foundation
import SalesDomain

/// A bounded first-in first-out queue between two threads.
///
/// The bound keeps memory flat: a parser faster than SQLite waits instead of filling memory.
final class BlockingQueue<Element>: @unchecked Sendable {
  private var elements: [Element] = []
  private let condition = NSCondition()
  private let capacity: Int

  /// Creates a queue holding at most `capacity` elements.
  init(capacity: Int) {
    precondition(capacity > 0, "a queue needs room for one element")
    self.capacity = capacity
  }

  /// Appends `element`, waiting while the queue is full.
  func push(_ element: Element) {
    condition.lock()
    while elements.count >= capacity { condition.wait() }
    elements.append(element)
    condition.broadcast()
    condition.unlock()
  }

  /// Removes the oldest element, waiting while the queue is empty.
  func pop() -> Element {
    condition.lock()
    while elements.isEmpty { condition.wait() }
    let element = elements.removeFirst()
    condition.broadcast()
    condition.unlock()
    return element
  }
}
