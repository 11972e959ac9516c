//
//  SignUpViewController.m
//  Demo
//

#import "SignUpViewController.h"

// Rules copied from the web sign-up page, HTML escaping and all.
#define WEB_RULES @"required: lower; required: upper; required: digit; " \
                  @"allowed: [-&quot;]; minlength: 12;"

static NSString *const kSignUpRules =
    @"required: upper; required: digit; "
    @"allowe: lower; minlength: 12; maxlength: 64;";

@interface SignUpViewController ()
@property (nonatomic, weak) IBOutlet UITextField *emailField;
@property (nonatomic, weak) IBOutlet UITextField *passwordField;
@property (nonatomic, weak) IBOutlet UITextField *confirmPasswordField;
@end

@implementation SignUpViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.emailField.textContentType = UITextContentTypeUsername;

    self.passwordField.secureTextEntry = YES;
    self.passwordField.textContentType = UITextContentTypeNewPassword;
    self.passwordField.passwordRules =
        [UITextInputPasswordRules passwordRulesWithDescriptor:kSignUpRules];

    [self.confirmPasswordField setSecureTextEntry:YES];
    [self.confirmPasswordField setTextContentType:UITextContentTypeNewPassword];
    [self.confirmPasswordField setPasswordRules:[UITextInputPasswordRules passwordRulesWithDescriptor:kSignUpRules]];
}

@end

@implementation InviteViewController

// An invited user picks a password; the username comes from the invitation link, so
// there is no username field on this screen.
- (void)viewDidLoad {
    [super viewDidLoad];
    _passwordField.secureTextEntry = YES;
    _passwordField.textContentType = UITextContentTypeNewPassword;
    _passwordField.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:WEB_RULES];
}

@end
