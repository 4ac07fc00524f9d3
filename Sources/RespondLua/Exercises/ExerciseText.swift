/// The exercises' progress bar and difficulty stars (their paragraphs are
/// joined and wrapped by `TextColumns`).
public enum ExerciseText {
    /// `[#####>-----] 5/33`: rustlings' progress bar, `width` cells between the brackets.
    public static func progressBar(done: Int, total: Int, width: Int = 40) -> String {
        let total = max(total, 1)
        let filled = min(width, done * width / total)
        let bar: String
        if done >= total {
            bar = String(repeating: "#", count: width)
        } else {
            bar = String(repeating: "#", count: filled) + ">" + String(repeating: "-", count: max(0, width - filled - 1))
        }
        return "[\(bar)] \(done)/\(total)"
    }

    /// A difficulty of 1 to 3 as stars: ★☆☆, ★★☆, ★★★ (nothing for 0).
    public static func stars(_ difficulty: Int) -> String {
        // Out of range is the exercise's mistake (`exercises lint`, and `list` says so): no stars.
        guard (1...3).contains(difficulty) else { return "" }
        let d = min(difficulty, 3)
        return String(repeating: "★", count: d) + String(repeating: "☆", count: 3 - d)
    }
}
