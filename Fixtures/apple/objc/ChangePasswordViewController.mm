// ChangePasswordViewController.mm — Objective-C++ (the strength meter is C++).

#import "ChangePasswordViewController.h"
#include <string>

static const std::string kMeterName = "zxcvbn";

@implementation ChangePasswordViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.accountField.textContentType = UITextContentTypeEmailAddress;

    // The old password is the current one: this should be UITextContentTypePassword.
    self.oldPasswordField.secureTextEntry = YES;
    self.oldPasswordField.textContentType = UITextContentTypeNewPassword;

    self.freshPasswordField.secureTextEntry = YES;
    self.freshPasswordField.textContentType = UITextContentTypeNewPassword;
    // formlint-disable-next-line short-maximum-length
    self.freshPasswordField.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:@"required: upper, lower; required: digit; max-consecutive: 2; minlength: 10; maxlength: 16;"];

    self.repeatPasswordField.secureTextEntry = YES;
    self.repeatPasswordField.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:self.serverRules];
}

@end
