import XCTest
@testable import RespondCore

/// Lines of a header joined back into one paragraph (`TextColumns.join`): a
/// line break stood for a space between English words and between Chinese and
/// a Latin word, never between two Chinese characters nor beside full-width
/// punctuation (issue 35: "视图 A" read "视图A" where a line was broken there).
final class TextColumnsTests: XCTestCase {
    func testJoiningKeepsTheSpacesTheBreaksStoodFor() {
        XCTAssertEqual(TextColumns.join(["hit testing asks", "pointInside first"]), "hit testing asks pointInside first")
        XCTAssertEqual(TextColumns.join(["视图 A 正好盖住视图", "B。让落在 B 上的轻", "点都交给 B"]), "视图 A 正好盖住视图 B。让落在 B 上的轻点都交给 B")
        XCTAssertEqual(TextColumns.join(["在查看子视图之前会先问", "pointInside，再问子视图"]), "在查看子视图之前会先问 pointInside，再问子视图")
        XCTAssertEqual(TextColumns.join(["它的 frame（也就是画出来的样", "子）"]), "它的 frame（也就是画出来的样子）")
        XCTAssertEqual(TextColumns.join(["把 A.userInteractionEnabled", "设为 false。"]), "把 A.userInteractionEnabled 设为 false。")
        XCTAssertEqual(TextColumns.join(["（提示", "hint）"]), "（提示 hint）")
        XCTAssertEqual(TextColumns.join(["第一行，", "second"]), "第一行，second")
    }
}
