@testable import RespondCore
import XCTest

/// `UIGestureRecognizer.defaults` and `UIScrollView.defaults` read and write
/// the engine's tunables by name, through a switch (no key paths at start-up).
final class TunablesTests: XCTestCase {
    func testEveryStoredTunableHasItsNameAndNoOther() {
        let stored = Mirror(reflecting: Tunables()).children.compactMap(\.label)
        XCTAssertEqual(stored.sorted(), (Tunables.names + Tunables.scrollViewNames).sorted())
    }

    func testEachNameReadsAndWritesItsOwnProperty() {
        let names = Tunables.names + Tunables.scrollViewNames
        for (i, name) in names.enumerated() {
            var tunables = Tunables()
            let before = Mirror(reflecting: tunables).children.first { $0.label == name }?.value as? Double
            XCTAssertEqual(tunables[name], before, name)
            tunables[name] = 1000 + Double(i)
            for child in Mirror(reflecting: tunables).children {
                let value = child.value as? Double
                if child.label == name {
                    XCTAssertEqual(value, 1000 + Double(i), "\(name) writes its own property")
                } else {
                    let fresh = Mirror(reflecting: Tunables()).children.first { $0.label == child.label }?.value as? Double
                    XCTAssertEqual(value, fresh, "writing \(name) changed \(child.label ?? "?")")
                }
            }
            XCTAssertEqual(tunables[name], 1000 + Double(i))
        }
        var tunables = Tunables()
        XCTAssertNil(tunables["noSuchTunable"])
        tunables["noSuchTunable"] = 5
        XCTAssertNil(tunables["noSuchTunable"])
    }
}
