#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Numbers as people write them: integers without a decimal point, others with
/// up to six significant digits. Used everywhere the engine prints, so output is
/// the same on every run.
public func formatNumber(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    let rounded = value.rounded()
    if abs(value - rounded) < 1e-9, abs(rounded) < 1e15 {
        let i = Int(rounded)
        return i == 0 ? "0" : String(i)
    }
    var text = printf6g(value)
    if text.contains("e") { return text }
    if text.contains(".") {
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
}

/// C's "%.6g", without Foundation (which would load ICU at start-up).
private func printf6g(_ value: Double) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.6g", $0) }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// How deep an outline (`tree`, `explain`) indents before it writes the depth
/// out instead.
public let outlineIndentLimit = 40

/// The indentation of an outline's line at `depth`: two spaces a level up to
/// `outlineIndentLimit` levels, then the depth in words ("[depth 41] "). The
/// text stays linear in its number of lines however deep a hierarchy goes: a
/// 40,000-deep chain indented in full made 1.6 GB of spaces.
public func outlineIndent(_ depth: Int) -> String {
    if depth <= outlineIndentLimit { return String(repeating: "  ", count: max(0, depth)) }
    return String(repeating: "  ", count: outlineIndentLimit) + "[depth \(depth)] "
}
