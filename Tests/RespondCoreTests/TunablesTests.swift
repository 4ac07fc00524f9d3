@testable import RespondCore
import XCTest

/// `UIGestureRecognizer.defaults` and `UIScrollView.defaults` read and write
/// the engine's tunables by name, through a switch (no key paths at start-up).
final class TunablesTests: XCTestCase {
    func testEveryStoredTunableHasItsNameAndNoOther() {
        let stored = Mirror(reflecting: Tunables()).children.compactMap(\.label)
        XCTAssertEqual(stored.sorted(), (Tunables.names + Tunables.scrollViewNames + Tunables.tableViewNames + Tunables.barButtonItemNames).sorted())
    }

    func testEachNameReadsAndWritesItsOwnProperty() {
        let names = Tunables.names + Tunables.scrollViewNames + Tunables.tableViewNames + Tunables.barButtonItemNames
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

/// The language of what a person reads (issue 24).
final class LanguageTests: XCTestCase {
    func testTheLocaleDecidesAsPOSIXSays() {
        XCTAssertEqual(Language.fromLocale(["LANG": "zh_CN.UTF-8"]), .zh)
        XCTAssertEqual(Language.fromLocale(["LANG": "zh_CN.UTF-8", "LC_ALL": "C"]), .en, "LC_ALL first")
        XCTAssertEqual(Language.fromLocale(["LANG": "en_US.UTF-8", "LC_MESSAGES": "zh_TW.UTF-8"]), .zh)
        XCTAssertEqual(Language.fromLocale(["LC_ALL": "", "LANG": "zh_CN"]), .zh, "an empty variable does not count")
        XCTAssertEqual(Language.fromLocale([:]), .en)
    }

    func testLangOptionValues() {
        XCTAssertEqual(Language(option: "zh"), .zh)
        XCTAssertEqual(Language(option: "zh_CN"), .zh)
        XCTAssertEqual(Language(option: "中文"), .zh)
        XCTAssertEqual(Language(option: "EN"), .en)
        XCTAssertNil(Language(option: "fr"))
    }

    func testEveryVerdictHasChineseWords() {
        let engine = Engine()
        let view = View(engine: engine)
        let verdicts: [HitTestVerdict] = [.hidden, .interactionDisabled, .transparent, .disabledControl, .beingAnimated,
                                          .outsideBounds, .pointInsideOverride, .hitTestOverride(view), .hitTestOverride(nil),
                                          .containsHit(view), .chosen]
        for verdict in verdicts {
            XCTAssertTrue(verdict.chineseText.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }, verdict.text)
            XCTAssertEqual(verdict.words.en, verdict.text)
        }
    }
}
