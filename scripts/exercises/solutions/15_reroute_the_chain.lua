toast.nextResponder = vc
