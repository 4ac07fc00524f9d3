-- UIKit's option-set spelling: a list of names (SPEC 12.7).
options[#options + 1] = "allowUserInteraction"
