import Foundation
@testable import RespondLua
import XCTest

/// `respond-lua glossary`: every term names real API, and the README lists them all.
final class GlossaryTests: XCTestCase {
    /// Names in the glossary's `Lua:` lines that are not members of the registry:
    /// values a property takes, and delegate methods (a script writes them).
    static let notInTheRegistry: Set<String> = [
        "began", "moved", "stationary", "ended", "cancelled", "possible", "changed", "failed",
        "touchUpInside", "valueChanged", "shouldRecognizeSimultaneously", "didSelectRowAt", "didSelectItemAt",
        "super", "respond-lua why",
    ]

    func testEveryLuaNameExists() throws {
        let api = try LuaRuntime().apiDescription()
        var known = Set(api.functions + api.simMembers.map { "sim." + $0 } + api.values)
        for info in api.classes {
            known.insert(info.name)
            for member in info.properties.map(\.name) + info.methods + info.constants {
                known.insert(member)
                known.insert(info.name + "." + member)
            }
        }
        known.formUnion(["app." + "keyWindow", "app.delegate", "event.type", "touch.phase", "touch.view"])
        for term in Glossary.terms {
            for name in term.api where !Self.notInTheRegistry.contains(name) {
                // `tap(loc, {taps = 2})` and `function v:hitTest(p, e) ... end` are usages: their first name counts.
                let word = name.hasPrefix("function v:") ? String(name.dropFirst("function v:".count).prefix { $0 != "(" })
                    : String(name.prefix { $0 != "(" })
                XCTAssertTrue(known.contains(word), "\(term.english): \(word) is not a name scripts can use")
            }
        }
    }

    func testTermsAreUniqueAndComplete() {
        var seen = Set<String>()
        for term in Glossary.terms {
            XCTAssertTrue(seen.insert(term.english).inserted, "\(term.english) twice")
            XCTAssertFalse(term.chinese.isEmpty)
            XCTAssertTrue(term.meaningChinese.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF },
                          "\(term.english): the Chinese meaning has no Chinese")
            XCTAssertTrue(term.meaningEnglish.hasSuffix(".") || term.meaningEnglish.hasSuffix(")"), term.english)
        }
        for required in ["responder chain", "first responder", "hit testing"] {
            XCTAssertTrue(seen.contains(required), required)
        }
    }

    func testLookupTakesEnglishChineseAndLuaNames() {
        XCTAssertEqual(Glossary.lookup("第一响应者").map(\.english), ["first responder"])
        XCTAssertEqual(Glossary.lookup("响应链").map(\.english), ["responder chain"], "the seed articles' word")
        XCTAssertEqual(Glossary.lookup("Hit Testing").map(\.english), ["hit testing"])
        XCTAssertEqual(Glossary.lookup("nextResponder").map(\.english), ["next responder"])
        XCTAssertEqual(Glossary.text(matching: "命中测试", chineseFirst: true), """
              命中测试  hit testing  (事件传递, 寻找最合适的视图, hitTest)
                  找出触摸属于哪个视图：从窗口往下，先问最上层的子视图。
                  Finding the view a touch belongs to: from the window down, frontmost subview first.
                  Lua: hitTest, explain

            """)
        XCTAssertEqual(Glossary.text(matching: "xyzzy"), "no term matches \"xyzzy\" (try `respond-lua glossary` for the whole list)\n")
    }

    func testTheReadmeListsEveryTerm() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        for term in Glossary.terms {
            XCTAssertTrue(readme.contains("| \(term.english) | \(term.chinese) |"), "README's glossary lacks \(term.english)")
        }
    }
}
