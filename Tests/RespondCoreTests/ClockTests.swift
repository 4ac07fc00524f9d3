import XCTest
@testable import RespondCore

final class ClockTests: XCTestCase {
    func testTimersFireInTimeOrderThenScheduleOrder() throws {
        let clock = Clock()
        var fired: [String] = []
        clock.schedule(after: 0.5, label: "b") { fired.append("b@\(clock.now)") }
        clock.schedule(after: 0.2, label: "a") { fired.append("a@\(clock.now)") }
        clock.schedule(after: 0.5, label: "c") { fired.append("c@\(clock.now)") }
        let cancelled = clock.schedule(after: 0.3, label: "x") { fired.append("x") }
        clock.cancel(cancelled)
        try clock.advance(by: 0.4)
        XCTAssertEqual(fired, ["a@0.2"])
        XCTAssertEqual(clock.now, 0.4)
        try clock.settle()
        XCTAssertEqual(fired, ["a@0.2", "b@0.5", "c@0.5"])
        XCTAssertFalse(clock.hasPendingTimers)
    }

    func testSettleGivesUpOnEndlessTimers() {
        let clock = Clock()
        clock.settleLimit = 50
        func again() { clock.schedule(after: 1, label: "again") { again() } }
        again()
        XCTAssertThrowsError(try clock.settle())
    }

    func testNegativeOrNaNTimeIsRefused() {
        let clock = Clock()
        XCTAssertThrowsError(try clock.advance(by: -1))
        XCTAssertThrowsError(try clock.advance(by: .nan))
    }
}
